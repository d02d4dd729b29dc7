import { runCron } from "@/lib/side-work/cron";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

// Vercel's cron (vercel.json) or an outside pinger: runs the side work due (docs/deploying.md, Vercel).
export const dynamic = "force-dynamic";
export const maxDuration = 60;

export const GET = route(async (request) => json({ ran: await runCron(request.headers.get("authorization")) }));

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
