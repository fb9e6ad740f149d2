// Runs before first paint so a dark-theme user never sees a light flash. Default: light (SPEC §2).
try {
  if (localStorage.getItem("reachgen-ui-theme") === "dark") document.documentElement.classList.add("dark");
} catch {}
