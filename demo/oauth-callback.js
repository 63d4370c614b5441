// demo/oauth-callback.html's script, kept out of the page (script-src without inline scripts).
// Only to the opener on this same origin: the sign-in there checks the origin, the popup and the state,
// and closes this popup once it has the answer (closing here could beat the message to the opener).
if (window.opener) {
  window.opener.postMessage({ type: 'yaopi:oauth-callback', url: location.href }, location.origin);
} else {
  document.body.textContent = '请从合作方页面点击「登录药批」开始登录。';
}
