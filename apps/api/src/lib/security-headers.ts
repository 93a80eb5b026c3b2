import helmet from 'helmet';
import type { RequestHandler } from 'express';

// Razorpay's checkout script and its payment frame are the only third parties a page loads.
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/** The one page with the fee step: the only document allowed Razorpay's checkout. */
// The admission page in English and in Malayalam.
const CHECKOUT_PAGES = new Set(['/admission', '/ml/admission']);

/**
 * Powerful browser features no page uses are turned off for the page and anything it embeds. The
 * fee step alone lets Razorpay's frames ask for the Payment Request API (UPI and wallet apps).
 * Only names Chromium knows: an unknown one is a console warning on every page.
 */
const OFF = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'usb'];
export const PERMISSIONS_POLICY = [...OFF.map((f) => `${f}=()`), 'payment=()'].join(', ');
const CHECKOUT_PERMISSIONS_POLICY = [...OFF.map((f) => `${f}=()`), `payment=(self "${RAZORPAY_FRAMES.join('" "')}")`].join(', ');

/**
 * Helmet with a strict CSP: no third-party script on any page, and no inline one but those the build
 * names by their hashes (`inlineScripts`: the prerendered pages' boot script; `admissionScripts`: the admission page's own). The admission page
 * (the fee step) alone may load Razorpay's checkout and its frames; links to it load it as a new
 * document, so its policy is the one in force there.
 */
export function securityHeaders(
  isProduction: boolean,
  inlineScripts: readonly string[] = [],
  admissionScripts: readonly string[] = [],
): RequestHandler {
  const hashes = inlineScripts.map((hash) => `'sha256-${hash}'`);
  const strict = headers(isProduction, false, hashes);
  // The admission page alone has one more: the head script that marks an address inside the form.
  const checkout = headers(isProduction, true, [...hashes, ...admissionScripts.map((hash) => `'sha256-${hash}'`)]);
  return (req, res, next) => {
    const isCheckout = CHECKOUT_PAGES.has(req.path.replace(/\/$/, ''));
    res.setHeader('Permissions-Policy', isCheckout ? CHECKOUT_PERMISSIONS_POLICY : PERMISSIONS_POLICY);
    (isCheckout ? checkout : strict)(req, res, next);
  };
}

/** Headers that mean something only for a document (set for every answer by `securityHeaders`). */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** A JSON answer's whole policy: it loads nothing and is framed by nothing (OWASP's REST Security Cheat Sheet). */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * A JSON answer is data, never a page: the page's policies (its scripts, permissions, referrer) are
 * some 700 bytes on every answer over a slow connection, and mean nothing there. They give way to
 * the data policy, with nosniff and the resource policy kept. Files the API sends (PDFs, photos)
 * keep their own.
 */
export function dataAnswerHeaders(): RequestHandler {
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body) => {
      for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      res.setHeader('Content-Security-Policy', DATA_CSP);
      return json(body);
    };
    next();
  };
}

function headers(isProduction: boolean, razorpay: boolean, scriptHashes: string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...(razorpay ? [RAZORPAY_SCRIPT] : [])],
        // Razorpay's checkout adds a style element; inline styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: razorpay ? ["'self'", ...RAZORPAY_FRAMES] : ["'self'"],
        frameSrc: razorpay ? RAZORPAY_FRAMES : ["'none'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 63_072_000, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}
