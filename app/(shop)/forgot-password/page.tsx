import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/account/ForgotPasswordForm";

export const metadata: Metadata = {
  title: "Forgot your password?",
  description: "Get a link to choose a new password for your account.",
  robots: { index: false },
};

// Prerendered at build without the shop profile for the footer (lib/legal/frame.ts).
export const revalidate = 60;

export default function ForgotPasswordPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Forgot your password?</h1>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <ForgotPasswordForm />
      </div>
    </main>
  );
}
