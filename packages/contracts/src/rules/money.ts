/** An amount in rupees as every page and file writes it: ₹21,000 (Indian digit grouping, ₹1,00,000). */
export const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;
