import type { WatchSeed } from '../types.ts'
import { rows } from './table.ts'

// brand | model | case size (mm) | year
const table = `
Apple | Watch Series 10 | 46 | 2024
Apple | Watch Series 10 | 42 | 2024
Apple | Watch Ultra 2 | 49 | 2023
Apple | Watch Series 9 | 45 | 2023
Apple | Watch Series 9 | 41 | 2023
Apple | Watch SE (2e génération) | 44 | 2022
Apple | Watch SE (2e génération) | 40 | 2022
Samsung | Galaxy Watch Ultra | 47 | 2024
Samsung | Galaxy Watch7 | 44 | 2024
Samsung | Galaxy Watch7 | 40 | 2024
Samsung | Galaxy Watch6 Classic | 47 | 2023
Samsung | Galaxy Watch6 | 44 | 2023
Samsung | Galaxy Watch FE | 40 | 2024
Garmin | Fenix 8 | 47 | 2024
Garmin | Forerunner 965 | 47 | 2023
Garmin | Forerunner 265 | 46 | 2023
Garmin | Venu 3 | 45 | 2023
Garmin | Epix Pro (Gen 2) | 47 | 2023
Fitbit | Sense 2 | 40 | 2022
Fitbit | Versa 4 | 40 | 2022
Fitbit | Charge 6 | 37 | 2023
Amazfit | Balance | 46 | 2023
Amazfit | GTR 4 | 46 | 2022
Amazfit | GTS 4 | 43 | 2022
Amazfit | T-Rex 3 | 48 | 2024
Huawei | Watch GT 5 Pro | 46 | 2024
Huawei | Watch GT 5 | 41 | 2024
Huawei | Watch 4 Pro | 48 | 2023
Polar | Vantage V3 | 47 | 2023
Polar | Grit X2 Pro | 47 | 2024
`

export const watches: WatchSeed[] = rows(table).map(([brand = '', model = '', size = '', year = '']) => ({
  name: `${brand} ${model} ${size} mm`,
  brand,
  model,
  size: `${size} mm`,
  year: Number(year),
  description: `Boîtier de ${size} mm : films hydrogel HD qui épousent le bombé du verre, livrés par pack de 6.`,
}))
