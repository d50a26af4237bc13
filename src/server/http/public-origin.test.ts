import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isLoopbackHost, listeningOrigin, publicLink, publicUrlWarning } from './public-origin.ts';

describe('listeningOrigin', () => {
  it('is localhost for every interface and for loopback addresses', () => {
    for (const host of ['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1']) {
      expect(listeningOrigin(host, 3000).href, host).toBe('http://localhost:3000/');
    }
  });

  it('is the address listened on otherwise, IPv6 in brackets', () => {
    expect(listeningOrigin('192.168.1.20', 8080).href).toBe('http://192.168.1.20:8080/');
    expect(listeningOrigin('2001:db8::5', 3000).href).toBe('http://[2001:db8::5]:3000/');
    expect(listeningOrigin('[2001:db8::5]', 3000).href).toBe('http://[2001:db8::5]:3000/');
    expect(listeningOrigin('events.lan', 80).href).toBe('http://events.lan/');
  });

  it('throws for a HOST that cannot be part of a URL', () => {
    expect(() => listeningOrigin('bad host', 3000)).toThrow(TypeError);
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback from the rest', () => {
    expect(['127.0.0.1', '::1', 'localhost', 'app.localhost'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', 'events.example.com'].some(isLoopbackHost)).toBe(false);
  });
});

describe('publicLink', () => {
  it('puts a path under the public origin, after PUBLIC_URL\'s own path', () => {
    expect(publicLink(new URL('https://events.example.com'), '/api/calendar/x.ics')).toBe('https://events.example.com/api/calendar/x.ics');
    expect(publicLink(new URL('https://example.com/eventry/'), '/reset-password#reset-password?token=t')).toBe(
      'https://example.com/eventry/reset-password#reset-password?token=t',
    );
    expect(() => publicLink(new URL('https://example.com'), 'evil.example/x')).toThrow();
  });
});

describe('config.publicOrigin', () => {
  it('is PUBLIC_URL when set, whatever HOST and PORT are', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://events.example.com/eventry', HOST: '0.0.0.0', PORT: '8080' });
    expect(config.publicOrigin.href).toBe('https://events.example.com/eventry');
    expect(config.publicUrl?.href).toBe('https://events.example.com/eventry');
  });

  it('is the address the server listens on when PUBLIC_URL is unset', () => {
    expect(loadConfig({}).publicOrigin.href).toBe('http://localhost:3000/');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicOrigin.href).toBe('http://localhost:8080/');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).publicOrigin.href).toBe('http://localhost:8080/');
    expect(loadConfig({ HOST: '10.1.2.3', PORT: '8080' }).publicOrigin.href).toBe('http://10.1.2.3:8080/');
    expect(loadConfig({ HOST: 'fd00::7' }).publicOrigin.href).toBe('http://[fd00::7]:3000/');
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('refuses a HOST no URL can hold, naming it', () => {
    expect(() => loadConfig({ HOST: 'bad host' })).toThrow(/HOST must be an IP address or a host name \(got "bad host"\)/);
  });
});

describe('publicUrlWarning', () => {
  const warning = (env: Record<string, string>) => publicUrlWarning(loadConfig(env));
  const SMTP = { SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'events@example.com' };

  it('says nothing on localhost without real mail, or once PUBLIC_URL is set', () => {
    expect(warning({})).toBeUndefined();
    expect(warning({ HOST: '::1' })).toBeUndefined();
    expect(warning({ HOST: '0.0.0.0', PUBLIC_URL: 'https://events.example.com', ...SMTP })).toBeUndefined();
  });

  it('names PUBLIC_URL when the server listens beyond localhost', () => {
    for (const host of ['0.0.0.0', '::', '10.1.2.3']) {
      expect(warning({ HOST: host }), host).toMatch(/^PUBLIC_URL is not set while the server listens on .*Set PUBLIC_URL/);
    }
  });

  it('names PUBLIC_URL when e-mail is sent by SMTP', () => {
    expect(warning(SMTP)).toMatch(/^PUBLIC_URL is not set while e-mail is sent by SMTP \(SMTP_URL\): .*http:\/\/localhost:3000/);
  });
});
