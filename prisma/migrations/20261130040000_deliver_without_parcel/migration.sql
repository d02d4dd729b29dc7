-- Whether a seller may mark an accepted line Delivered without a parcel (issue 47, point 8).
-- On by default: the specification's seller marks a line Delivered in one step.

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "deliverWithoutParcel" BOOLEAN NOT NULL DEFAULT true;
