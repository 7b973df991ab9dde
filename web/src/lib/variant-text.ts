/** A line's variant as the buyer and the seller read it: 'Size: M · Colour: Blue' (the product's option order). */
export const variantText = (options: Readonly<Record<string, string>>): string =>
  Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
