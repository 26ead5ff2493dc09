// Brand palette (exact values) and the font every drawn text uses; one source for all assets.
export const C = {
  blue: '#2563eb',
  green: '#16a34a',
  yellow: '#facc15',
  red: '#dc2626',
  ink: '#0f172a',
  muted: '#475569',
  surface: '#f8fafc',
  white: '#ffffff',
}
export const FONT = 'DejaVu Sans, sans-serif'
