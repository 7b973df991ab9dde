import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Files for the upload tests, made here rather than shipped: real images and hostile ones.
export const pngBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

/** A real JPEG carrying EXIF with a camera model and GPS position. */
export const jpegWithGps = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
      },
    })
    .toBuffer();

/** A tiny PNG whose header claims width × height pixels: a decompression bomb as far as a decoder knows. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(1, 1));
  // IHDR data starts at byte 16 (8-byte signature, 4-byte length, 4-byte type); its CRC follows 13 bytes on.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
