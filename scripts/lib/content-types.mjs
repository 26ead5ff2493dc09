// The Content-Type of every kind of file the build emits, one table for the local preview
// (scripts/static-server.mjs) and the generated nginx configuration (scripts/build-nginx.ts), so both hosts
// label a file the same way. Debian's /etc/nginx/mime.types calls xml text/xml.
/** @type {Readonly<Record<string, string>>} */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
}
