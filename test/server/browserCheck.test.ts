import { assessBrowser, checkUserAgent } from '../../server/config/browserSupport';
import { supportedBrowsers } from '../../config/product';
import { customerGateway } from './support/gateway';

// Spec section 5's supported browsers: the gateway names the browser from the request's user agent.
const subject = customerGateway([]);

const chrome = (version: string) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;
const oldIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';

describe('browser support', () => {
  const ua = (name: string, version: string, os = 'Windows', osVersion = '10', userAgent = '') => ({
    name,
    version,
    os,
    osVersion,
    userAgent,
  });
  it.each([
    [ua('Chrome', '120.0.1'), true],
    [ua('Chrome', '119.9'), false],
    [ua('Microsoft Edge', '121'), true],
    [ua('Firefox', '119'), false],
    [ua('Firefox', '133'), true],
    [ua('Safari', '16.1', 'macOS'), true],
    [ua('Safari', '15.6', 'macOS'), false],
    [ua('Internet Explorer', '11'), false],
    [ua('Facebook', '300', 'Android', '9', 'Mozilla/5.0 [FBAN/FB4A;FBAV/1.0]'), true],
    [ua('Instagram', '2', 'iOS', '12', 'Mozilla/5.0 Instagram 1.0'), true],
  ])('%o supported: %s', (info, supported) => {
    expect(assessBrowser(info, supportedBrowsers).supported).toBe(supported);
  });

  it('tells an old iOS apart so the banner can point to Software Update', () => {
    expect(assessBrowser(ua('Safari', '15.0', 'iOS', '15.7'), supportedBrowsers)).toEqual({ supported: false, outdatedIos: true });
  });

  it('names the browser and OS from the user agent itself', () => {
    expect(checkUserAgent(chrome('131.0.0.0'), supportedBrowsers)).toEqual({
      name: 'Chrome',
      version: '131.0.0.0',
      supported: true,
      outdatedIos: false,
    });
    expect(checkUserAgent(chrome('109.0.0.0'), supportedBrowsers)).toEqual({
      name: 'Chrome',
      version: '109.0.0.0',
      supported: false,
      outdatedIos: false,
    });
    expect(checkUserAgent(oldIphone, supportedBrowsers)).toMatchObject({ name: 'Safari', supported: false, outdatedIos: true });
  });
});

describe('GET /api/browser-check', () => {
  const check = (userAgent?: string) =>
    subject.app.inject({ url: '/api/browser-check', headers: userAgent === undefined ? {} : { 'user-agent': userAgent } });

  it('answers the browser of the request without a sign-in, kept by that browser alone', async () => {
    const answer = await check(chrome('131.0.0.0'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ name: 'Chrome', version: '131.0.0.0', supported: true, outdatedIos: false });
    expect(answer.headers.vary).toMatch(/user-agent/i);
    expect(answer.headers['cache-control']).toBe('private, max-age=86400');
    expect((await check(oldIphone)).json()).toEqual({ name: 'Safari', version: '15.6', supported: false, outdatedIos: true });
  });

  it('names no browser, and supports none, for a missing, empty or outlandish user agent', async () => {
    for (const userAgent of [undefined, '', 'x'.repeat(8000), '(((((((((((('.repeat(600), 'Chrome/'.repeat(1000)]) {
      const answer = await check(userAgent);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ supported: false, outdatedIos: false });
    }
  });
});
