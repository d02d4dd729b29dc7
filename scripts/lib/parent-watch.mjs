// A process whose parent is gone has nobody left to stop it: `npm start` killed with
// SIGKILL, or a shell that died of SIGTERM without passing it on, would leave the server
// running and holding its port. Polled, because Node is told of no such event.
export function whenParentGone(onGone, everyMs = 1000) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      clearInterval(timer);
      onGone();
    }
  }, everyMs);
  timer.unref();
}
