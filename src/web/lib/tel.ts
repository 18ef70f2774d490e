/** "tel:+493411234560" from a displayed number such as "+49 341 123 456 0". */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
