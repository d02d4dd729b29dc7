import Link from "next/link";

export default function HomePage() {
  return (
    <main className="p-8">
      <Link href="/products">Shop all products</Link>
    </main>
  );
}
