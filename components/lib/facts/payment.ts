/**
 * How a buyer pays (docs/decisions.md §25): every paid plan is invoiced, no card is needed, and an e-invoice
 * in each Nordic country's format is sent on request. Every language names all three formats.
 */
export const PAYMENT = {
  invoiced: true,
  cardNeeded: false,
  /** Each country's e-invoice format, in the order the copy lists them. */
  eInvoiceFormats: [
    { country: 'DK', format: 'EAN' },
    { country: 'SE', format: 'Peppol/Svefaktura' },
    { country: 'NO', format: 'EHF' },
  ],
} as const
