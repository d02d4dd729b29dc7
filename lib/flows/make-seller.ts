import { decideSellerRequest, makeSeller } from "../users/seller-requests.ts";

// The owner makes an account a seller: by answering its request to sell (PUT
// /api/seller-requests/{userId}), or by its username (POST /api/sellers); lib/users/seller-requests.ts.

export const answerSellerRequest = (userId: string, approve: boolean) => decideSellerRequest(userId, approve);

export const makeAccountSeller = (username: string) => makeSeller(username);
