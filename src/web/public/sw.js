// Service worker: shows the waiting-list "spot free" notifications sent by the server (Web Push).
self.addEventListener('push', (event) => {
  let message = { title: 'Sportzentrum', body: '', url: '/member/bookings' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still tells the member to look.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      lang: 'de',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
