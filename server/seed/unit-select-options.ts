/**
 * The create-unit form's select options, by kind (the field names of get_unit_selects, spec 2
 * §3). Unit types and vocations have tables of their own; their kinds here repeat the texts so
 * the form can be served from this one table.
 */
export const UNIT_SELECT_OPTIONS: Record<string, readonly string[]> = {
  axle_manufacturers: ['Meritor', 'Dana Spicer', 'Hendrickson', 'SAF-Holland', 'Detroit', 'Fontaine'],
  axle_types: ['Single', 'Tandem', 'Tridem', 'Spread tandem', 'Lift (pusher)', 'Lift (tag)', 'Steerable lift'],
  braking_systems: ['Air disc', 'Air drum (S-cam)', 'Hydraulic disc', 'Hydraulic drum', 'Electric'],
  engine_manufacturers: ['Cummins', 'Detroit Diesel', 'PACCAR', 'Volvo', 'Mack', 'Navistar', 'Caterpillar'],
  engine_types: ['X15', 'X12', 'L9', 'DD13', 'DD15', 'DD16', 'MX-13', 'D13', 'MP8', 'A26', 'ISX12N (natural gas)', 'Battery electric'],
  fifth_wheel_settings: ['Fixed', 'Sliding', 'Air slide', 'Not applicable'],
  loading_systems: ['Dock (rear)', 'Side loader', 'Lift gate', 'Pneumatic (bulk)', 'Pump (tanker)', 'Live floor', 'Dump body'],
  manufacturers: [
    'Freightliner', 'Peterbilt', 'Kenworth', 'Volvo', 'International', 'Mack', 'Western Star',
    'Great Dane', 'Utility', 'Wabash', 'Hyundai Translead', 'Stoughton', 'Vanguard', 'Fontaine', 'Polar', 'Heil',
  ],
  suspension_types: ['Air ride', 'Four-spring', 'Walking beam', 'Leaf spring', 'Rubber block', 'Torsion'],
  transmission_manufacturers: ['Eaton', 'Allison', 'Volvo', 'Mack', 'PACCAR', 'Detroit'],
  transmission_types: ['Automated manual 12-speed', 'Automated manual 10-speed', 'Manual 10-speed', 'Manual 13-speed', 'Manual 18-speed', 'Full automatic'],
  types: ['Tractor', 'Trailer', 'Dolly', 'Miscellaneous'],
  vocations: [
    'Line Haul', 'Regional Haul', 'Pickup and Delivery', 'Construction', 'Refuse', 'Logging',
    'Mining', 'Municipal', 'Agriculture', 'Oil and Gas', 'Bulk and Tanker',
  ],
};

export const TRACTOR_MANUFACTURERS: Record<string, readonly string[]> = {
  Freightliner: ['Cascadia', 'M2 106', '122SD'],
  Peterbilt: ['579', '567', '389'],
  Kenworth: ['T680', 'T880', 'W990'],
  Volvo: ['VNL 860', 'VNL 760', 'VNR 640'],
  International: ['LT', 'RH', 'HX'],
  Mack: ['Anthem', 'Granite', 'Pinnacle'],
  'Western Star': ['49X', '47X'],
};

export const TRAILER_MANUFACTURERS: Record<string, readonly string[]> = {
  'Great Dane': ['Champion CL', 'Everest SS', 'Freedom LT'],
  Utility: ['4000D-X', '3000R', 'Flatbed 4000AE'],
  Wabash: ['DuraPlate', 'ArcticLite', 'Transcraft Eagle'],
  'Hyundai Translead': ['HT CompositeLite', 'ThermoTech'],
  Stoughton: ['Composite Plate', 'Z-Plate'],
  Vanguard: ['VIP4000', 'CoolGlobe'],
  Polar: ['Crude oil tanker', 'Dry bulk'],
};

export const DOLLY_MANUFACTURERS: Record<string, readonly string[]> = {
  Fontaine: ['Converter dolly'],
  'Great Dane': ['Converter dolly'],
};
