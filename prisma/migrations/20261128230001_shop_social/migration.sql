-- The shop's social pages (issue 47 point 4): the footer links the networks the owner gives.

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "socialFacebook" TEXT,
ADD COLUMN "socialInstagram" TEXT,
ADD COLUMN "socialTwitter" TEXT,
ADD COLUMN "socialYoutube" TEXT;
