/**
 * What a visitor does before the page's module script has started. The module script is requested only after the
 * first paint (scripts/after-first-paint.mjs), so on a slow phone the page is readable, and used, for seconds
 * before any island can answer. One inline script in the head (this file's EARLY_EVENTS_SCRIPT) holds, from the
 * start, what an island would have handled: a click on one of its controls, a widget's arrow key, a form's
 * submission (which would otherwise leave as the plain form's request, skipping validation and the webhook). The
 * runtime takes what was held once it starts (takeHeldEvents) and replays each on its island when that island is
 * live. When the module script never arrives (its `error`, which a capturing listener sees), the same inline
 * script marks every island failed, so each looks as it does without scripts (styles/tools/_scripting.scss), and
 * lets what it held go its plain HTML way: a link is followed, a form is sent after the browser's own checks.
 */

/** The window property the inline script keeps its queue in; the runtime empties it and marks it taken. */
export const HELD_EVENTS_KEY = '__giftrollHeld'

/**
 * Set on the root when the module script never arrived: the page's own behaviours will not run, so what needs
 * them looks as it does without scripts (styles/tools/_scripting.scss, which names it too).
 */
export const SCRIPTS_FAILED_ATTRIBUTE = 'data-scripts-failed'

/** What can take focus or a click in an island: where focus goes when a failed island hides the focused control. */
export const ACTIONABLE = 'a[href], button, summary, label, input, select, textarea, [role="button"], [role="tab"]'
/**
 * The controls whose click is held until their island is live, here and in ./runtime.ts: those an island gives
 * a behaviour of its own. A form's fields are not among them: ticking a box or placing the caret does what it
 * always does, and the island reads the field's state when it starts (or when the form is sent).
 */
export const HELD_CLICKS = 'a[href], button, summary, [role="button"], [role="tab"]'
/** The controls whose keys are the island's own, not the browser's (WAI-ARIA composite widgets), and those keys. */
export const KEYED = '[role="tab"], [role="menuitem"], [role="option"], [role="radio"]'
export const KEYS = /^(Arrow|Home$|End$)/

export type HeldEvent =
  | { type: 'click'; target: HTMLElement }
  | { type: 'keydown'; target: HTMLElement; init: KeyboardEventInit }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }

interface HeldQueue extends Array<HeldEvent> {
  /** Set once the runtime, or the failure of the module script, has taken over. */
  taken?: 1
}

/**
 * Submits a form again as its `submitter` would (when it is still the form's): the browser's checks unless the
 * form turned them off, then its submit listeners, which send it their way (a live island's handler) or let the
 * plain HTML request go. `submit()` would skip both.
 */
export function resubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (typeof form.requestSubmit !== 'function') return form.submit()
  form.requestSubmit(submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null)
}

/**
 * What the runtime takes over: the events held so far, oldest first. From here on the islands' own listeners
 * hold what arrives before each is live (./runtime.ts), and the inline script holds nothing more.
 */
export function takeHeldEvents(win: Window = window): HeldEvent[] {
  const queue = (win as unknown as Record<string, HeldQueue | undefined>)[HELD_EVENTS_KEY]
  if (!Array.isArray(queue)) return []
  queue.taken = 1
  return queue.splice(0)
}

/**
 * The inline script, ES5 so that every browser that can show the page runs it. It must stay small: it is in the
 * head of every page. Its failure branch repeats two things the runtime does for a failed island (mark it; move
 * focus off a control that has gone to what shows in its place), because the runtime is the script that failed.
 */
export const EARLY_EVENTS_SCRIPT = /* @__PURE__ */ earlyEventsScript()

function earlyEventsScript(): string {
  const str = JSON.stringify
  return (
    // A browser without document events holds nothing: the page then works as before this script, no error.
    `(function(){var q=[],d=document,I='[data-island]';if(typeof d.addEventListener!=='function')return;window[${str(HELD_EVENTS_KEY)}]=q;` +
    // The island an event belongs to, while the runtime has not taken over and the island is not live.
    `function own(e){var t=e.target,i=!q.taken&&t&&t.closest&&t.closest(I);return i&&!i.hasAttribute('data-hydrated')?i:null}` +
    `function hold(e,x){e.preventDefault();e.stopImmediatePropagation();q.push(x)}` +
    `d.addEventListener('click',function(e){var i=own(e),c=i&&e.target.closest(${str(HELD_CLICKS)});` +
    `if(c&&i.contains(c))hold(e,{type:'click',target:c})},true);` +
    `d.addEventListener('keydown',function(e){var i=own(e),c=i&&e.target.closest(${str(KEYED)});` +
    `if(c&&i.contains(c)&&${KEYS.toString()}.test(e.key))hold(e,{type:'keydown',target:c,init:{key:e.key,code:e.code,` +
    `shiftKey:e.shiftKey,ctrlKey:e.ctrlKey,altKey:e.altKey,metaKey:e.metaKey,bubbles:true,cancelable:true}})},true);` +
    `d.addEventListener('submit',function(e){if(own(e))hold(e,{type:'submit',target:e.target,submitter:e.submitter||null})},true);` +
    // The module script (or a module it imports) did not arrive, or ran without starting the islands (the runtime
    // takes the queue as it starts, before the script's \`load\`): no island will start. Both events are watched:
    // Firefox fires \`load\`, not \`error\`, for a module it refuses for its type (a host's 404 page as text/plain).
    `function gone(e){var s=e.target;if(q.taken||!s||s.tagName!=='SCRIPT'||s.type!=='module')return;q.taken=1;` +
    `d.documentElement.setAttribute(${str(SCRIPTS_FAILED_ATTRIBUTE)},'');` +
    `var f=d.activeElement;[].forEach.call(d.querySelectorAll(I),function(i){if(i.hasAttribute('data-hydrated'))return;` +
    `i.setAttribute('data-hydrated','failed');if(f&&i.contains(f)&&!f.getClientRects().length){` +
    `var n=[].filter.call(i.querySelectorAll('[tabindex], '+${str(ACTIONABLE)}),function(x){return x.getClientRects().length})[0];n&&n.focus()}});` +
    `q.splice(0).forEach(function(x){if(!x.target.isConnected)return;if(x.type==='click')x.target.click();` +
    `else if(x.type==='submit'){var b=x.submitter;x.target.requestSubmit?x.target.requestSubmit(b&&b.isConnected&&b.form===x.target?b:null):x.target.submit()}})}` +
    `d.addEventListener('error',gone,true);d.addEventListener('load',gone,true)})()`
  )
}
