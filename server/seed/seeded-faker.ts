import { Faker, base, en, en_CA, en_US } from '@faker-js/faker';
import { streamSeed } from './random';

/** A faker of its own per area, seeded from the demo seed, so areas never disturb each other. */
export function seededFaker(seed: number, country: 'US' | 'CA', label: string): Faker {
  const faker = new Faker({ locale: country === 'CA' ? [en_CA, en, base] : [en_US, en, base] });
  faker.seed(streamSeed(seed, 'faker', country, label));
  return faker;
}
