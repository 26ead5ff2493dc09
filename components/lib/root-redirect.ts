/**
 * The inline script of `/` (docs/decisions.md §5): stored choice, then the browser's languages, then the page's
 * own lang, else English; a replace, so Back does not return to `/`. A tag becomes a language by the same table
 * as localeFromLanguageTag (locales/locales.ts), written into the script.
 * Written as ES5 in one string because it runs before anything else loads; `tests/unit` runs this string.
 */
import { LOCALE_BY_PRIMARY_SUBTAG, DEFAULT_LOCALE } from '../../locales/locales'
import { STORAGE_KEYS } from './storage'

export const ROOT_REDIRECT_SCRIPT =
  `(function(){var L=${JSON.stringify(LOCALE_BY_PRIMARY_SUBTAG)};` +
  `function m(t){if(!t)return null;var p=String(t).trim().toLowerCase().split(/[-_]/)[0];return Object.prototype.hasOwnProperty.call(L,p)?L[p]:null}` +
  `var c=null;try{c=m(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)}))}catch(e){}` +
  `if(!c){var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length&&!c;i++)c=m(n[i])}` +
  `if(!c)c=m(document.documentElement.getAttribute('lang'))||${JSON.stringify(DEFAULT_LOCALE)};` +
  `location.replace('/'+c+'/'+location.search+location.hash)})()`
