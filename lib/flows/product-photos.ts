import { deleteUnusedImage, uploadSellerImage } from "../catalog/images.ts";

// A seller uploads a product photo before saving the product (POST /api/image/upload), or
// deletes one no product uses (POST /api/image/delete): lib/catalog/images.ts checks, processes
// and stores it.

export const uploadPhoto = (sellerId: string, dataUrl: string) => uploadSellerImage(sellerId, dataUrl);

export const deletePhoto = (callerId: string, publicId: string) => deleteUnusedImage(callerId, publicId);
