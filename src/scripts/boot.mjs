/**
 * Tiny scripts inlined into every page so that the first paint is already right: the saved theme, and the
 * signed-in header (catalogue pages are the same HTML for everyone, so who is signed in comes from the
 * browser's saved session user, and is then checked with the server by src/scripts/account-menu.ts).
 * astro.config.mjs hashes these exact strings for the Content-Security-Policy.
 */
export const THEME_STORAGE_KEY = 'theme';
export const SESSION_STORAGE_KEY = 'session';

/**
 * In <head>: theme, the signed-in flag, and `data-js` on <html>, before anything is painted, so that what the
 * page's scripts will change (tabs, Apply buttons) is already in its final place and nothing shifts.
 */
export const HEAD_BOOT_SCRIPT = `(function(){var d=document.documentElement;d.dataset.js='on';try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.dataset.theme=t}catch(e){d.dataset.theme='light'}try{var u=JSON.parse(localStorage.getItem('${SESSION_STORAGE_KEY}')||'null');if(u&&typeof u.id==='string'&&typeof u.name==='string'){d.dataset.auth='in';if(u.isMerchant===true)d.dataset.merchant='yes';if(u.isAdmin===true)d.dataset.admin='yes'}}catch(e){}})()`;

/**
 * Right after the header: the account menu starts closed (it is open in the markup, for browsers without
 * scripts, while focus is in it), and the saved user's name, email and initials, before the header is painted.
 */
export const HEADER_USER_SCRIPT = `(function(){var m=document.getElementById('account-menu');if(m)m.hidden=true;try{var u=JSON.parse(localStorage.getItem('${SESSION_STORAGE_KEY}')||'null');if(!u||typeof u.name!=='string')return;var n=u.name.trim().split(/\\s+/).slice(0,2).map(function(w){return w.charAt(0).toUpperCase()}).join('');document.querySelectorAll('[data-user-initials]').forEach(function(e){e.textContent=n});document.querySelectorAll('[data-user-name]').forEach(function(e){e.textContent=u.name});document.querySelectorAll('[data-user-email]').forEach(function(e){e.textContent=u.email||''})}catch(e){}})()`;
