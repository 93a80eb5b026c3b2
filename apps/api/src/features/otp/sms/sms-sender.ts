/** Sends a one-time code by SMS. Implementations never log the code outside demo mode. */
export type SmsSender = {
  readonly name: string;
  sendOtp(mobile: string, otp: string): Promise<void>;
};

export class SmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsError';
  }
}
