// A web server entry's command when another entry's command starts that server (start-server.mjs,
// E2E_ALSO_START): Playwright waits for the entry's URL while this waits to be stopped.
setInterval(() => {}, 60_000);
