/** Countries with their region codes (NA, SA, EMEA, ASIA), states and the freight hubs fleets sit in. */

export const COUNTRIES = [
  { code: 'US', name: 'United States', region: 'NA' },
  { code: 'CA', name: 'Canada', region: 'NA' },
  { code: 'MX', name: 'Mexico', region: 'NA' },
  { code: 'CO', name: 'Colombia', region: 'SA' },
  { code: 'AU', name: 'Australia', region: 'ASIA' },
  { code: 'CN', name: 'China', region: 'ASIA' },
  { code: 'GB', name: 'United Kingdom', region: 'EMEA' },
  { code: 'DE', name: 'Germany', region: 'EMEA' },
  { code: 'FR', name: 'France', region: 'EMEA' },
  { code: 'IT', name: 'Italy', region: 'EMEA' },
  { code: 'ES', name: 'Spain', region: 'EMEA' },
  { code: 'NL', name: 'Netherlands', region: 'EMEA' },
  { code: 'PL', name: 'Poland', region: 'EMEA' },
] as const;

/** "CODE:Name" pairs separated by "|", per country. */
const STATE_LISTS: Record<string, string> = {
  US:
    'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|' +
    'DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|' +
    'KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|' +
    'MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|' +
    'NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|' +
    'SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|' +
    'WV:West Virginia|WI:Wisconsin|WY:Wyoming',
  CA:
    'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|' +
    'NS:Nova Scotia|NT:Northwest Territories|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|' +
    'SK:Saskatchewan|YT:Yukon',
  MX:
    'AGU:Aguascalientes|BCN:Baja California|BCS:Baja California Sur|CAM:Campeche|CHP:Chiapas|CHH:Chihuahua|' +
    'CMX:Ciudad de México|COA:Coahuila|COL:Colima|DUR:Durango|GUA:Guanajuato|GRO:Guerrero|HID:Hidalgo|' +
    'JAL:Jalisco|MEX:Estado de México|MIC:Michoacán|MOR:Morelos|NAY:Nayarit|NLE:Nuevo León|OAX:Oaxaca|' +
    'PUE:Puebla|QUE:Querétaro|ROO:Quintana Roo|SLP:San Luis Potosí|SIN:Sinaloa|SON:Sonora|TAB:Tabasco|' +
    'TAM:Tamaulipas|TLA:Tlaxcala|VER:Veracruz|YUC:Yucatán|ZAC:Zacatecas',
  CO:
    'AMA:Amazonas|ANT:Antioquia|ARA:Arauca|ATL:Atlántico|BOL:Bolívar|BOY:Boyacá|CAL:Caldas|CAQ:Caquetá|' +
    'CAS:Casanare|CAU:Cauca|CES:Cesar|CHO:Chocó|COR:Córdoba|CUN:Cundinamarca|DC:Bogotá D.C.|GUA:Guainía|' +
    'GUV:Guaviare|HUI:Huila|LAG:La Guajira|MAG:Magdalena|MET:Meta|NAR:Nariño|NSA:Norte de Santander|' +
    'PUT:Putumayo|QUI:Quindío|RIS:Risaralda|SAP:San Andrés y Providencia|SAN:Santander|SUC:Sucre|' +
    'TOL:Tolima|VAC:Valle del Cauca|VAU:Vaupés|VID:Vichada',
  AU:
    'ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|' +
    'SA:South Australia|TAS:Tasmania|VIC:Victoria|WA:Western Australia',
  CN:
    'AH:Anhui|BJ:Beijing|CQ:Chongqing|FJ:Fujian|GD:Guangdong|GS:Gansu|GX:Guangxi|GZ:Guizhou|HA:Henan|' +
    'HB:Hubei|HE:Hebei|HI:Hainan|HK:Hong Kong|HL:Heilongjiang|HN:Hunan|JL:Jilin|JS:Jiangsu|JX:Jiangxi|' +
    'LN:Liaoning|MO:Macau|NM:Inner Mongolia|NX:Ningxia|QH:Qinghai|SC:Sichuan|SD:Shandong|SH:Shanghai|' +
    'SN:Shaanxi|SX:Shanxi|TJ:Tianjin|TW:Taiwan|XJ:Xinjiang|XZ:Tibet|YN:Yunnan|ZJ:Zhejiang',
};

export const STATES = Object.entries(STATE_LISTS).flatMap(([countryCode, list]) =>
  list.split('|').map((entry) => {
    const [code, name] = entry.split(':') as [string, string];
    return { countryCode, code, name };
  }),
);

export interface Hub {
  city: string;
  state: string;
  country: 'US' | 'CA';
  /** US: the first three digits of the ZIP code; Canada: the first two characters of the postal code. */
  postalPrefix: string;
  latitude: number;
  longitude: number;
  /** The sales region dealers and location regions are grouped by. */
  region: string;
}

const US_HUBS =
  'Columbus,OH,432,39.96,-83.00,Central|Toledo,OH,436,41.66,-83.56,Central|Cincinnati,OH,452,39.10,-84.51,Central|' +
  'Indianapolis,IN,462,39.77,-86.16,Central|Joliet,IL,604,41.53,-88.08,Central|Chicago,IL,606,41.88,-87.63,Central|' +
  'Detroit,MI,482,42.33,-83.05,Central|Grand Rapids,MI,495,42.96,-85.67,Central|Milwaukee,WI,532,43.04,-87.91,Central|' +
  'Minneapolis,MN,554,44.98,-93.27,Central|Des Moines,IA,503,41.59,-93.62,Central|Kansas City,MO,641,39.10,-94.58,Central|' +
  'St. Louis,MO,631,38.63,-90.20,Central|Omaha,NE,681,41.26,-95.93,Central|Louisville,KY,402,38.25,-85.76,Southeast|' +
  'Nashville,TN,372,36.16,-86.78,Southeast|Memphis,TN,381,35.15,-90.05,Southeast|Atlanta,GA,303,33.75,-84.39,Southeast|' +
  'Savannah,GA,314,32.08,-81.09,Southeast|Charlotte,NC,282,35.23,-80.84,Southeast|Greensboro,NC,274,36.07,-79.79,Southeast|' +
  'Jacksonville,FL,322,30.33,-81.66,Southeast|Orlando,FL,328,28.54,-81.38,Southeast|Birmingham,AL,352,33.52,-86.80,Southeast|' +
  'Harrisburg,PA,171,40.27,-76.88,Northeast|Allentown,PA,181,40.60,-75.49,Northeast|Pittsburgh,PA,152,40.44,-80.00,Northeast|' +
  'Newark,NJ,071,40.74,-74.17,Northeast|Albany,NY,122,42.65,-73.75,Northeast|Buffalo,NY,142,42.89,-78.88,Northeast|' +
  'Worcester,MA,016,42.26,-71.80,Northeast|Baltimore,MD,212,39.29,-76.61,Northeast|Richmond,VA,232,37.54,-77.44,Northeast|' +
  'Dallas,TX,752,32.78,-96.80,Southwest|Fort Worth,TX,761,32.76,-97.33,Southwest|Houston,TX,770,29.76,-95.37,Southwest|' +
  'San Antonio,TX,782,29.42,-98.49,Southwest|Laredo,TX,780,27.51,-99.51,Southwest|El Paso,TX,799,31.76,-106.49,Southwest|' +
  'Oklahoma City,OK,731,35.47,-97.52,Southwest|Phoenix,AZ,850,33.45,-112.07,Southwest|Albuquerque,NM,871,35.08,-106.65,Southwest|' +
  'Denver,CO,802,39.74,-104.99,West|Salt Lake City,UT,841,40.76,-111.89,West|Las Vegas,NV,891,36.17,-115.14,West|' +
  'Reno,NV,895,39.53,-119.81,West|Fontana,CA,923,34.09,-117.44,West|Stockton,CA,952,37.96,-121.29,West|' +
  'Portland,OR,972,45.52,-122.68,West|Tacoma,WA,984,47.25,-122.44,West|Spokane,WA,992,47.66,-117.43,West|' +
  'Boise,ID,837,43.62,-116.21,West|Billings,MT,591,45.78,-108.50,West';

const CA_HUBS =
  'Calgary,AB,T2,51.05,-114.07,Canada West|Edmonton,AB,T5,53.55,-113.49,Canada West|Red Deer,AB,T4,52.27,-113.81,Canada West|' +
  'Surrey,BC,V3,49.19,-122.85,Canada West|Kamloops,BC,V2,50.67,-120.33,Canada West|Regina,SK,S4,50.45,-104.61,Canada West|' +
  'Saskatoon,SK,S7,52.13,-106.67,Canada West|Winnipeg,MB,R2,49.90,-97.14,Canada West|Mississauga,ON,L5,43.59,-79.64,Canada East|' +
  'Brampton,ON,L6,43.73,-79.76,Canada East|London,ON,N6,42.98,-81.25,Canada East|Ottawa,ON,K1,45.42,-75.70,Canada East|' +
  'Sudbury,ON,P3,46.49,-80.99,Canada East|Montréal,QC,H4,45.50,-73.57,Canada East|Québec,QC,G1,46.81,-71.21,Canada East|' +
  'Drummondville,QC,J2,45.88,-72.48,Canada East|Moncton,NB,E1,46.09,-64.78,Canada East|Halifax,NS,B3,44.65,-63.58,Canada East';

function parseHubs(list: string, country: 'US' | 'CA'): Hub[] {
  return list.split('|').map((entry) => {
    const [city, state, postalPrefix, latitude, longitude, region] = entry.split(',') as [string, string, string, string, string, string];
    return { city, state, country, postalPrefix, latitude: Number(latitude), longitude: Number(longitude), region };
  });
}

export const US_HUB_LIST: readonly Hub[] = parseHubs(US_HUBS, 'US');
export const CA_HUB_LIST: readonly Hub[] = parseHubs(CA_HUBS, 'CA');

export function findHub(city: string): Hub {
  const hub = [...US_HUB_LIST, ...CA_HUB_LIST].find((candidate) => candidate.city === city);
  if (!hub) throw new Error(`unknown hub ${city}`);
  return hub;
}

export function stateName(country: string, code: string): string {
  return STATES.find((state) => state.countryCode === country && state.code === code)?.name ?? code;
}
