import type { ReferenceArticle } from './types';

const text = `Nestor today announced the Nestor Home 2, a smart thermostat that learns a household's schedule in three days and cuts heating bills by up to 15 percent. It goes on sale on October 10 for 129 dollars, forty dollars less than the model it replaces.

The new thermostat uses motion and humidity sensors to tell when rooms are empty and lowers the heat automatically. Unlike the first model, it works with heat pumps as well as gas and oil boilers, which the company says makes it suitable for most homes in Europe and North America. Installation takes about twenty minutes with the included wall plate, and an app walks owners through the wiring step by step.

Privacy was a complaint about the original Nestor Home. The Home 2 keeps its schedule and sensor data on the device and sends nothing to the cloud unless the owner turns on remote control. The company has also promised five years of security updates.

The energy savings come from a field trial in 600 homes over last winter. Homes that used the Home 2 used 11 to 15 percent less energy for heating than they had the winter before, after adjusting for the weather. Independent experts caution that savings depend heavily on how a home was heated before; a household that already turns the heat down at night will save less.

"We wanted a thermostat people forget about," said chief executive Anna Berg at the launch event in Stockholm, where the device was shown alongside a new line of radiator valves. The valves, which let owners heat single rooms, will follow in the spring.

Existing owners can trade in their first-generation thermostat for a 30 dollar discount through the end of the year. The Nestor Home 2 will be sold online and in major electronics stores in twelve countries.`;

const main =
  "Nestor today announced the Nestor Home 2, a smart thermostat that learns a household's schedule in three days and cuts heating bills by up to 15 percent.";

export const launchThermostat: ReferenceArticle = {
  id: 'launch-thermostat',
  kind: 'product launch',
  text,
  main,
  key: [
    main,
    'It goes on sale on October 10 for 129 dollars, forty dollars less than the model it replaces.',
    'Unlike the first model, it works with heat pumps as well as gas and oil boilers, which the company says makes it suitable for most homes in Europe and North America.',
    'The Home 2 keeps its schedule and sensor data on the device and sends nothing to the cloud unless the owner turns on remote control.',
    'Homes that used the Home 2 used 11 to 15 percent less energy for heating than they had the winter before, after adjusting for the weather.',
  ],
};
