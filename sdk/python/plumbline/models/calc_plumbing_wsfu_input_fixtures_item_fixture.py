from enum import Enum

class CalcPlumbingWsfuInputFixturesItemFixture(str, Enum):
    BATHROOM_GROUP_PRIVATE_FLUSHOMETER_VALVE = "bathroom_group_private_flushometer_valve"
    BATHROOM_GROUP_PRIVATE_FLUSH_TANK = "bathroom_group_private_flush_tank"
    BATHTUB_PRIVATE = "bathtub_private"
    BATHTUB_PUBLIC = "bathtub_public"
    BIDET_PRIVATE = "bidet_private"
    COMBINATION_FIXTURE_PRIVATE = "combination_fixture_private"
    DISHWASHING_MACHINE_PRIVATE = "dishwashing_machine_private"
    DRINKING_FOUNTAIN_OFFICES = "drinking_fountain_offices"
    KITCHEN_SINK_HOTEL_RESTAURANT = "kitchen_sink_hotel_restaurant"
    KITCHEN_SINK_PRIVATE = "kitchen_sink_private"
    LAUNDRY_TRAYS_PRIVATE = "laundry_trays_private"
    LAVATORY_PRIVATE = "lavatory_private"
    LAVATORY_PUBLIC = "lavatory_public"
    SERVICE_SINK_OFFICES = "service_sink_offices"
    SHOWER_HEAD_PRIVATE = "shower_head_private"
    SHOWER_HEAD_PUBLIC = "shower_head_public"
    URINAL_PUBLIC_1IN_FLUSHOMETER_VALVE = "urinal_public_1in_flushometer_valve"
    URINAL_PUBLIC_3_4IN_FLUSHOMETER_VALVE = "urinal_public_3_4in_flushometer_valve"
    URINAL_PUBLIC_FLUSH_TANK = "urinal_public_flush_tank"
    WASHING_MACHINE_15LB_PUBLIC = "washing_machine_15lb_public"
    WASHING_MACHINE_8LB_PRIVATE = "washing_machine_8lb_private"
    WASHING_MACHINE_8LB_PUBLIC = "washing_machine_8lb_public"
    WATER_CLOSET_FLUSHOMETER_TANK = "water_closet_flushometer_tank"
    WATER_CLOSET_PRIVATE_FLUSHOMETER_VALVE = "water_closet_private_flushometer_valve"
    WATER_CLOSET_PRIVATE_FLUSH_TANK = "water_closet_private_flush_tank"
    WATER_CLOSET_PUBLIC_FLUSHOMETER_VALVE = "water_closet_public_flushometer_valve"
    WATER_CLOSET_PUBLIC_FLUSH_TANK = "water_closet_public_flush_tank"

    def __str__(self) -> str:
        return str(self.value)
