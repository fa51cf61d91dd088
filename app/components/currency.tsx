import { createContext, useCallback, useContext } from "react";
import { DEFAULT_CURRENCY_SYMBOL, formatInr, type Paise } from "../../lib/money";

/**
 * The shop's currency symbol (setting currency_symbol), handed down from the root loader's settings
 * so every price on the page shows it without a read of its own.
 */
const CurrencySymbol = createContext(DEFAULT_CURRENCY_SYMBOL);

export function CurrencySymbolProvider({ symbol, children }: { symbol: string; children: React.ReactNode }) {
  return <CurrencySymbol.Provider value={symbol}>{children}</CurrencySymbol.Provider>;
}

export const useCurrencySymbol = (): string => useContext(CurrencySymbol);

/** formatInr with the shop's symbol: `const formatInr = useFormatInr();` in place of the import. */
export function useFormatInr(): (amount: Paise) => string {
  const symbol = useCurrencySymbol();
  return useCallback((amount: Paise) => formatInr(amount, symbol), [symbol]);
}
