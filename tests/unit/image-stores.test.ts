import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { v2 as cloudinary } from "cloudinary";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cloudinaryImageUrl, createCloudinaryStore, parseCloudinaryUrl } from "@/lib/images/cloudinary-store";
import { LOCAL_WIDTHS, createLocalStore, localImageFile } from "@/lib/images/local-store";
import imageLoader from "@/lib/images/loader";

afterEach(() => vi.restoreAllMocks());

describe("local image store", () => {
  it("stores the image with smaller copies under a server-made id and deletes it", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-img-"));
    const store = createLocalStore(root);
    const image = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#7c2d12" } })
      .webp()
      .toBuffer();
    const { publicId } = await store.put(image);
    expect(publicId).toMatch(/^v_[a-f0-9]{24}$/);
    for (const width of LOCAL_WIDTHS) {
      const file = localImageFile(root, publicId, width)!;
      const meta = await sharp(file).metadata();
      expect(meta.width).toBe(Math.min(width, 900));
    }
    expect(localImageFile(root, publicId, 300)).toBe(path.join(root, publicId, "320.webp"));
    expect(localImageFile(root, publicId, 5000)).toBe(path.join(root, publicId, "original.webp"));
    expect(localImageFile(root, "../../etc/passwd", 300)).toBeNull();
    expect(store.url(publicId)).toBe(`/uploads/${publicId}.webp`);
    await store.delete(publicId);
    expect(fs.existsSync(path.join(root, publicId))).toBe(false);
  });
});

describe("cloudinary image store", () => {
  const credentials = parseCloudinaryUrl("cloudinary://1234:s3cr%2Fet@demo-cloud");

  it("reads CLOUDINARY_URL and refuses a malformed one", () => {
    expect(credentials).toEqual({ cloudName: "demo-cloud", apiKey: "1234", apiSecret: "s3cr/et" });
    expect(() => parseCloudinaryUrl("https://demo-cloud")).toThrow(/cloudinary:\/\//);
  });

  it("builds delivery URLs with size transformations", () => {
    expect(cloudinaryImageUrl("demo-cloud", "vastra/abc")).toBe("https://res.cloudinary.com/demo-cloud/image/upload/q_auto,f_auto/vastra/abc");
    expect(cloudinaryImageUrl("demo-cloud", "vastra/abc", 300)).toBe(
      "https://res.cloudinary.com/demo-cloud/image/upload/c_limit,w_300,q_auto,f_auto/vastra/abc",
    );
    const store = createCloudinaryStore(credentials);
    expect(imageLoader({ src: store.url("vastra/abc"), width: 640 })).toBe(cloudinaryImageUrl("demo-cloud", "vastra/abc", 640));
    expect(imageLoader({ src: "/uploads/v_0123456789abcdef01234567.webp", width: 320 })).toBe("/uploads/v_0123456789abcdef01234567.webp?w=320");
  });

  it("uploads into the shop's folder and destroys by public id", async () => {
    const upload = vi.spyOn(cloudinary.uploader, "upload").mockResolvedValue({ public_id: "vastra/xyz" } as never);
    const destroy = vi.spyOn(cloudinary.uploader, "destroy").mockResolvedValue({ result: "ok" } as never);
    const store = createCloudinaryStore(credentials);
    const { publicId } = await store.put(Buffer.from("webp-bytes"));
    expect(publicId).toBe("vastra/xyz");
    const [dataUri, options] = upload.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(dataUri).toBe(`data:image/webp;base64,${Buffer.from("webp-bytes").toString("base64")}`);
    expect(options).toMatchObject({ folder: "vastra", resource_type: "image", cloud_name: "demo-cloud", api_key: "1234", api_secret: "s3cr/et" });
    await store.delete("vastra/xyz");
    expect(destroy).toHaveBeenCalledWith("vastra/xyz", expect.objectContaining({ cloud_name: "demo-cloud", resource_type: "image" }));
  });
});
