import type { PhoneSeed } from '../types.ts'
import { frenchNumber, rows } from './table.ts'

// brand | model | year | screen (inches) | panel | popular
const table = `
Apple | iPhone 16 Pro Max | 2024 | 6.9 | Super Retina XDR OLED | popular
Apple | iPhone 16 Pro | 2024 | 6.3 | Super Retina XDR OLED | popular
Apple | iPhone 16 Plus | 2024 | 6.7 | Super Retina XDR OLED
Apple | iPhone 16 | 2024 | 6.1 | Super Retina XDR OLED | popular
Apple | iPhone 16e | 2025 | 6.1 | Super Retina XDR OLED
Apple | iPhone 15 Pro Max | 2023 | 6.7 | Super Retina XDR OLED | popular
Apple | iPhone 15 Pro | 2023 | 6.1 | Super Retina XDR OLED
Apple | iPhone 15 Plus | 2023 | 6.7 | Super Retina XDR OLED
Apple | iPhone 15 | 2023 | 6.1 | Super Retina XDR OLED | popular
Apple | iPhone 14 Pro Max | 2022 | 6.7 | Super Retina XDR OLED
Apple | iPhone 14 Pro | 2022 | 6.1 | Super Retina XDR OLED
Apple | iPhone 14 Plus | 2022 | 6.7 | Super Retina XDR OLED
Apple | iPhone 14 | 2022 | 6.1 | Super Retina XDR OLED
Apple | iPhone 13 Pro Max | 2021 | 6.7 | Super Retina XDR OLED
Apple | iPhone 13 Pro | 2021 | 6.1 | Super Retina XDR OLED
Apple | iPhone 13 | 2021 | 6.1 | Super Retina XDR OLED
Apple | iPhone 13 mini | 2021 | 5.4 | Super Retina XDR OLED
Apple | iPhone 12 Pro Max | 2020 | 6.7 | Super Retina XDR OLED
Apple | iPhone 12 Pro | 2020 | 6.1 | Super Retina XDR OLED
Apple | iPhone 12 | 2020 | 6.1 | Super Retina XDR OLED
Apple | iPhone 12 mini | 2020 | 5.4 | Super Retina XDR OLED
Apple | iPhone SE (3e génération) | 2022 | 4.7 | Retina HD LCD
Apple | iPhone SE (2e génération) | 2020 | 4.7 | Retina HD LCD
Apple | iPhone 11 Pro Max | 2019 | 6.5 | Super Retina XDR OLED
Apple | iPhone 11 Pro | 2019 | 5.8 | Super Retina XDR OLED
Apple | iPhone 11 | 2019 | 6.1 | Liquid Retina LCD
Samsung | Galaxy S25 Ultra | 2025 | 6.9 | Dynamic AMOLED 2X | popular
Samsung | Galaxy S25+ | 2025 | 6.7 | Dynamic AMOLED 2X
Samsung | Galaxy S25 | 2025 | 6.2 | Dynamic AMOLED 2X | popular
Samsung | Galaxy S24 Ultra | 2024 | 6.8 | Dynamic AMOLED 2X | popular
Samsung | Galaxy S24+ | 2024 | 6.7 | Dynamic AMOLED 2X
Samsung | Galaxy S24 | 2024 | 6.2 | Dynamic AMOLED 2X
Samsung | Galaxy S24 FE | 2024 | 6.7 | Dynamic AMOLED 2X
Samsung | Galaxy S23 Ultra | 2023 | 6.8 | Dynamic AMOLED 2X
Samsung | Galaxy S23+ | 2023 | 6.6 | Dynamic AMOLED 2X
Samsung | Galaxy S23 | 2023 | 6.1 | Dynamic AMOLED 2X
Samsung | Galaxy S23 FE | 2023 | 6.4 | Dynamic AMOLED 2X
Samsung | Galaxy S22 Ultra | 2022 | 6.8 | Dynamic AMOLED 2X
Samsung | Galaxy S22+ | 2022 | 6.6 | Dynamic AMOLED 2X
Samsung | Galaxy S22 | 2022 | 6.1 | Dynamic AMOLED 2X
Samsung | Galaxy S21 Ultra | 2021 | 6.8 | Dynamic AMOLED 2X
Samsung | Galaxy S21 | 2021 | 6.2 | Dynamic AMOLED 2X
Samsung | Galaxy S21 FE | 2022 | 6.4 | Dynamic AMOLED 2X
Samsung | Galaxy S20 | 2020 | 6.2 | Dynamic AMOLED 2X
Samsung | Galaxy Z Fold6 | 2024 | 7.6 | Dynamic AMOLED 2X pliable
Samsung | Galaxy Z Flip6 | 2024 | 6.7 | Dynamic AMOLED 2X pliable
Samsung | Galaxy Z Fold5 | 2023 | 7.6 | Dynamic AMOLED 2X pliable
Samsung | Galaxy Z Flip5 | 2023 | 6.7 | Dynamic AMOLED 2X pliable
Samsung | Galaxy A56 | 2025 | 6.7 | Super AMOLED
Samsung | Galaxy A36 | 2025 | 6.7 | Super AMOLED
Samsung | Galaxy A55 | 2024 | 6.6 | Super AMOLED | popular
Samsung | Galaxy A35 | 2024 | 6.6 | Super AMOLED
Samsung | Galaxy A25 | 2023 | 6.5 | Super AMOLED
Samsung | Galaxy A15 | 2023 | 6.5 | Super AMOLED
Samsung | Galaxy A54 | 2023 | 6.4 | Super AMOLED
Samsung | Galaxy A34 | 2023 | 6.6 | Super AMOLED
Samsung | Galaxy A14 | 2023 | 6.6 | PLS LCD
Samsung | Galaxy A53 | 2022 | 6.5 | Super AMOLED
Samsung | Galaxy A52s | 2021 | 6.5 | Super AMOLED
Samsung | Galaxy A52 | 2021 | 6.5 | Super AMOLED
Samsung | Galaxy A51 | 2019 | 6.5 | Super AMOLED
Samsung | Galaxy Note20 Ultra | 2020 | 6.9 | Dynamic AMOLED 2X
Samsung | Galaxy Xcover7 | 2024 | 6.6 | PLS LCD
Google | Pixel 9 Pro XL | 2024 | 6.8 | Super Actua LTPO OLED | popular
Google | Pixel 9 Pro | 2024 | 6.3 | Super Actua LTPO OLED
Google | Pixel 9 | 2024 | 6.3 | Actua OLED
Google | Pixel 9 Pro Fold | 2024 | 8.0 | Super Actua Flex OLED pliable
Google | Pixel 9a | 2025 | 6.3 | Actua pOLED
Google | Pixel 8 Pro | 2023 | 6.7 | Super Actua LTPO OLED
Google | Pixel 8 | 2023 | 6.2 | Actua OLED
Google | Pixel 8a | 2024 | 6.1 | Actua OLED
Google | Pixel 7 Pro | 2022 | 6.7 | LTPO AMOLED
Google | Pixel 7 | 2022 | 6.3 | AMOLED
Google | Pixel 7a | 2023 | 6.1 | OLED
Google | Pixel 6 Pro | 2021 | 6.7 | LTPO AMOLED
Google | Pixel 6 | 2021 | 6.4 | AMOLED
Google | Pixel 6a | 2022 | 6.1 | OLED
Google | Pixel Fold | 2023 | 7.6 | OLED pliable
Xiaomi | 15 Ultra | 2025 | 6.73 | AMOLED LTPO
Xiaomi | 15 | 2025 | 6.36 | AMOLED
Xiaomi | 14 Ultra | 2024 | 6.73 | AMOLED LTPO | popular
Xiaomi | 14 | 2024 | 6.36 | AMOLED
Xiaomi | 14T Pro | 2024 | 6.67 | AMOLED
Xiaomi | 14T | 2024 | 6.67 | AMOLED
Xiaomi | 13T Pro | 2023 | 6.67 | AMOLED
Xiaomi | 13T | 2023 | 6.67 | AMOLED
Xiaomi | 13 | 2023 | 6.36 | AMOLED
Xiaomi | 13 Lite | 2023 | 6.55 | AMOLED
Xiaomi | 12 | 2022 | 6.28 | AMOLED
Xiaomi | 12T Pro | 2022 | 6.67 | AMOLED
Xiaomi | Redmi Note 14 Pro+ 5G | 2025 | 6.67 | AMOLED
Xiaomi | Redmi Note 14 Pro 5G | 2025 | 6.67 | AMOLED
Xiaomi | Redmi Note 14 | 2025 | 6.67 | AMOLED
Xiaomi | Redmi Note 13 Pro+ 5G | 2024 | 6.67 | AMOLED
Xiaomi | Redmi Note 13 Pro 5G | 2024 | 6.67 | AMOLED
Xiaomi | Redmi Note 13 | 2024 | 6.67 | AMOLED
Xiaomi | Redmi Note 12 Pro 5G | 2023 | 6.67 | OLED
Xiaomi | Redmi 13C | 2023 | 6.74 | IPS LCD
Xiaomi | Poco F6 Pro | 2024 | 6.67 | AMOLED
Xiaomi | Poco F6 | 2024 | 6.67 | AMOLED
Xiaomi | Poco X6 Pro | 2024 | 6.67 | AMOLED
OnePlus | 13 | 2025 | 6.82 | AMOLED LTPO | popular
OnePlus | 13R | 2025 | 6.78 | AMOLED
OnePlus | 12 | 2024 | 6.82 | AMOLED LTPO
OnePlus | 12R | 2024 | 6.78 | AMOLED LTPO
OnePlus | 11 | 2023 | 6.7 | AMOLED LTPO
OnePlus | Open | 2023 | 7.82 | AMOLED LTPO pliable
OnePlus | Nord 4 | 2024 | 6.74 | AMOLED
OnePlus | Nord CE4 | 2024 | 6.7 | AMOLED
OnePlus | Nord CE4 Lite | 2024 | 6.67 | AMOLED
OnePlus | Nord 3 | 2023 | 6.74 | AMOLED
OnePlus | 10 Pro | 2022 | 6.7 | AMOLED LTPO
Oppo | Find X8 Pro | 2024 | 6.78 | AMOLED LTPO
Oppo | Find X8 | 2024 | 6.59 | AMOLED
Oppo | Find N3 | 2023 | 7.82 | AMOLED LTPO pliable
Oppo | Reno12 Pro | 2024 | 6.7 | AMOLED
Oppo | Reno12 | 2024 | 6.7 | AMOLED
Oppo | Reno11 | 2024 | 6.7 | AMOLED
Oppo | A80 5G | 2024 | 6.67 | IPS LCD
Oppo | A79 5G | 2023 | 6.72 | IPS LCD
Huawei | Pura 70 Ultra | 2024 | 6.8 | OLED LTPO
Huawei | Pura 70 Pro | 2024 | 6.8 | OLED LTPO
Huawei | Pura 70 | 2024 | 6.6 | OLED LTPO
Huawei | Mate X6 | 2024 | 7.93 | OLED pliable
Huawei | Mate 50 Pro | 2022 | 6.74 | OLED
Huawei | P60 Pro | 2023 | 6.67 | OLED LTPO
Huawei | P30 Pro | 2019 | 6.47 | OLED
Huawei | nova 12 SE | 2024 | 6.67 | OLED
Honor | Magic7 Pro | 2025 | 6.8 | OLED LTPO
Honor | Magic6 Pro | 2024 | 6.8 | OLED LTPO
Honor | Magic V3 | 2024 | 7.92 | OLED LTPO pliable
Honor | 400 Pro | 2025 | 6.7 | AMOLED
Honor | 200 Pro | 2024 | 6.78 | OLED
Honor | 200 | 2024 | 6.7 | OLED
Honor | 90 | 2023 | 6.7 | AMOLED
Honor | Magic6 Lite | 2024 | 6.78 | AMOLED
Honor | X8b | 2024 | 6.7 | AMOLED
Motorola | Edge 50 Ultra | 2024 | 6.7 | pOLED
Motorola | Edge 50 Pro | 2024 | 6.7 | pOLED
Motorola | Edge 50 Fusion | 2024 | 6.7 | pOLED
Motorola | Edge 40 Neo | 2023 | 6.55 | pOLED
Motorola | Razr 50 Ultra | 2024 | 6.9 | pOLED pliable
Motorola | Razr 40 Ultra | 2023 | 6.9 | pOLED pliable
Motorola | Moto G85 | 2024 | 6.67 | pOLED
Motorola | Moto G84 | 2023 | 6.55 | pOLED
Motorola | Moto G54 | 2023 | 6.5 | IPS LCD
Motorola | Moto G24 | 2024 | 6.56 | IPS LCD
Nothing | Phone (3a) Pro | 2025 | 6.77 | AMOLED
Nothing | Phone (3a) | 2025 | 6.77 | AMOLED
Nothing | Phone (2a) Plus | 2024 | 6.7 | AMOLED
Nothing | Phone (2a) | 2024 | 6.7 | AMOLED | popular
Nothing | Phone (2) | 2023 | 6.7 | OLED LTPO
Nothing | Phone (1) | 2022 | 6.55 | OLED
Nothing | CMF Phone 1 | 2024 | 6.67 | AMOLED
Sony | Xperia 1 VI | 2024 | 6.5 | OLED
Sony | Xperia 1 V | 2023 | 6.5 | OLED 4K
Sony | Xperia 5 V | 2023 | 6.1 | OLED
Sony | Xperia 10 VI | 2024 | 6.1 | OLED
Sony | Xperia 10 V | 2023 | 6.1 | OLED
Fairphone | 5 | 2023 | 6.46 | OLED | popular
Fairphone | 4 | 2021 | 6.3 | IPS LCD
Fairphone | 3+ | 2020 | 5.65 | IPS LCD
Realme | GT 6 | 2024 | 6.78 | AMOLED LTPO
Realme | 12 Pro+ | 2024 | 6.7 | AMOLED
Vivo | X200 Pro | 2024 | 6.78 | AMOLED LTPO
Asus | Zenfone 11 Ultra | 2024 | 6.78 | AMOLED LTPO
Asus | ROG Phone 8 Pro | 2024 | 6.78 | AMOLED LTPO
Nokia | G42 5G | 2023 | 6.56 | IPS LCD
`

export const phones: PhoneSeed[] = rows(table).map(([brand = '', model = '', year = '', size = '', panel = '', popular]) => ({
  name: `${brand} ${model}`,
  brand,
  model,
  year: Number(year),
  description: `Écran ${panel} de ${frenchNumber(size)} pouces, protégé bord à bord par nos films hydrogel.`,
  popular: popular === 'popular',
}))
