import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/account/LoginForm";
import { MobileSignInForm } from "@/components/account/MobileSignInForm";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to your account to shop, see your cart and place orders.",
  robots: { index: false },
};

export default async function LoginPage() {
  // /login goes to / for someone already logged in (docs/product.md, Login and signup).
  if (await getSessionUser()) redirect("/");
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Log in</h1>
      {/* On a phone the mobile number comes first (docs/product.md, Login and signup). */}
      <div className="flex flex-col gap-6">
        <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
          <LoginForm />
        </div>
        <section aria-label="Sign in with your mobile number" className="order-first rounded-lg border border-stone-200 bg-white p-6 shadow-sm md:order-none">
          <MobileSignInForm />
        </section>
      </div>
    </main>
  );
}
