-- The shop's legal pages: the owner's own policy texts (without a row a page shows the
-- default text) and complaints to the grievance officer, numbered in the order they came.

-- CreateTable
CREATE TABLE "Policy" (
    "slug" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Policy_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "Grievance" (
    "id" TEXT NOT NULL,
    "number" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "orderNumber" TEXT,
    "text" TEXT NOT NULL,
    "acknowledgedAt" TIMESTAMP(3),
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Grievance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Grievance_number_key" ON "Grievance"("number");

-- CreateIndex
CREATE INDEX "Grievance_resolvedAt_createdAt_idx" ON "Grievance"("resolvedAt", "createdAt");
