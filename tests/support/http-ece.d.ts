// http_ece (a dependency of web-push) ships no types; the tests use it to decrypt what a push service receives.
declare module 'http_ece' {
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string }): Buffer;
}
