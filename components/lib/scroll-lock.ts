/** The class on <html> that stops the page behind a modal surface from scrolling (styles/base/_base.scss): set
 *  by the phone menu's lock (components/header/modal-lock.ts), read by whatever must not open over it. */
export const SCROLL_LOCK_CLASS = 'gr-scroll-locked'
