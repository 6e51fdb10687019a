// refkit dev only: reloads the page when the site has been rebuilt.
new EventSource("/__refkit/events").addEventListener("reload", () => location.reload());
