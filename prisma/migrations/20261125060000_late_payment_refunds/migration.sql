-- Refunds of Razorpay payments the shop could not accept (captured after their order was
-- cancelled unpaid): the payment refunded, unique so that the webhook and Checkout's answer
-- both reporting it refund it once. Null on every existing refund (they refund the order's payment).

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "providerPaymentId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Refund_providerPaymentId_key" ON "Refund"("providerPaymentId");
