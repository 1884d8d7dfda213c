from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_hvac_airflow_input_rooms_item import CalcHvacAirflowInputRoomsItem





T = TypeVar("T", bound="CalcHvacAirflowInput")



@_attrs_define
class CalcHvacAirflowInput:
    """ 
        Attributes:
            system_tons (float): Nominal cooling capacity of the equipment, tons (12,000 Btu/h each).
            cfm_per_ton (float | Unset): Design airflow per ton, ft³/min per ton. Default 400, the nominal residential rate;
                use the equipment's published airflow (about 350 for variable-speed units) when known. Default: 400.0.
            rooms (list[CalcHvacAirflowInputRoomsItem] | Unset): Room loads, in any order; the system airflow is split in
                proportion to them. Omit for the system total only.
     """

    system_tons: float
    cfm_per_ton: float | Unset = 400.0
    rooms: list[CalcHvacAirflowInputRoomsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_hvac_airflow_input_rooms_item import CalcHvacAirflowInputRoomsItem
        system_tons = self.system_tons

        cfm_per_ton = self.cfm_per_ton

        rooms: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rooms, Unset):
            rooms = []
            for rooms_item_data in self.rooms:
                rooms_item = rooms_item_data.to_dict()
                rooms.append(rooms_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "system_tons": system_tons,
        })
        if cfm_per_ton is not UNSET:
            field_dict["cfm_per_ton"] = cfm_per_ton
        if rooms is not UNSET:
            field_dict["rooms"] = rooms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_hvac_airflow_input_rooms_item import CalcHvacAirflowInputRoomsItem
        d = dict(src_dict)
        system_tons = d.pop("system_tons")

        cfm_per_ton = d.pop("cfm_per_ton", UNSET)

        _rooms = d.pop("rooms", UNSET)
        rooms: list[CalcHvacAirflowInputRoomsItem] | Unset = UNSET
        if _rooms is not UNSET:
            rooms = []
            for rooms_item_data in _rooms:
                rooms_item = CalcHvacAirflowInputRoomsItem.from_dict(rooms_item_data)



                rooms.append(rooms_item)


        calc_hvac_airflow_input = cls(
            system_tons=system_tons,
            cfm_per_ton=cfm_per_ton,
            rooms=rooms,
        )

        return calc_hvac_airflow_input

