import { createHash, createHmac } from 'node:crypto';
import type { Env } from '../env';
import type { MediaStorage } from './storage';

export type S3Config = { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };

export function s3ConfigFrom(env: Env): S3Config | null {
  if (!env.MEDIA_S3_BUCKET) return null;
  if (!env.MEDIA_S3_ENDPOINT || !env.MEDIA_S3_ACCESS_KEY_ID || !env.MEDIA_S3_SECRET_ACCESS_KEY) {
    throw new Error('MEDIA_S3_BUCKET needs MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY');
  }
  return {
    endpoint: env.MEDIA_S3_ENDPOINT.replace(/\/$/, ''),
    region: env.MEDIA_S3_REGION,
    bucket: env.MEDIA_S3_BUCKET,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
  };
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * The three object calls the media library needs, signed with AWS Signature V4 on path-style URLs, which
 * every S3-compatible store (AWS, MinIO, Garage, Ceph) accepts. The app still serves the files under
 * /media/, so the bucket can stay private and URLs do not change when the storage does.
 */
export function createS3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStorage {
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    const url = new URL(`${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`);
    const now = new Date();
    const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const names = Object.keys(headers).sort();
    const canonical = [method, url.pathname, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), payloadHash].join('\n');
    const scope = `${day}/${config.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const { host: _host, ...sent } = headers;
    return fetchImpl(url, {
      method,
      headers: { ...sent, authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` },
      body: body ? Buffer.from(body) : undefined,
    });
  }

  const fail = async (what: string, res: Response) => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  };

  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, contentType);
      if (!res.ok) await fail('PutObject', res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await fail('GetObject', res);
      return { body: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) await fail('DeleteObject', res);
      await res.arrayBuffer();
    },
    url: (key) => `/media/${key}`,
  };
}
