const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Cents as US dollars with two decimals: 0 → '$0.00', 123456 → '$1,234.56', -500 → '-$5.00'. */
export const formatCents = (cents: number): string => usd.format(cents / 100);
