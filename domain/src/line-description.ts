/** An order line as documents name it: the article, then its options (« iPhone 16 – Anti-espion »). */
export function lineDescription(line: { productName: string; variant?: string | null }): string {
  return [line.productName, line.variant].filter(Boolean).join(' – ')
}
