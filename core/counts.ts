/**
 * A count as the console writes it, in en-IN as its dates (docs/product.md, section 9.4): "1,250",
 * "1,25,000". The console's screens and the API's messages to them both write counts with it.
 */
export const formatCount = (value: number) => value.toLocaleString("en-IN");
