// oauth2-redirect.html's script: finishes a sign-in the request console started (signin.js) and
// goes back to the page it started on, or says why it did not.
import { finish } from "./signin.js";
import { text } from "./console-text.js";

const status = document.getElementById("rk-signin-status");
finish().then(
  (back) => {
    status.textContent = text.signedInGoingBack;
    location.replace(back);
  },
  (error) => {
    status.textContent = error.message;
  },
);
