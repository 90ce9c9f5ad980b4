import sharp from "sharp";

/**
 * A picture as a phone's camera or a scanner makes one: noise compresses badly, so a 400 px PNG
 * weighs about 440 KB, far above a plain form's 64 KB, and its upload crosses the size limits a
 * real photo would.
 */
export async function photoLikePng(name = "photo.png") {
  const buffer = await sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}
