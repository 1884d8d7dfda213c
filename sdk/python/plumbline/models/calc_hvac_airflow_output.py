from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_hvac_airflow_output_rooms_item import CalcHvacAirflowOutputRoomsItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcHvacAirflowOutput")



@_attrs_define
class CalcHvacAirflowOutput:
    """ The results of calc_hvac_airflow and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            cfm_per_1000_btuh (float): System airflow per 1,000 Btu/h of room load (0 when no rooms are given).
            cfm_per_ton_applied (float): Airflow per ton applied, ft³/min per ton.
            code_reference (str): The airflow design procedure.
            rooms (list[CalcHvacAirflowOutputRoomsItem]): Each room's share and airflow, in input order.
            system_btuh (float): Nominal capacity: tons × 12,000, Btu/h.
            system_cfm (float): System airflow: tons × CFM per ton, ft³/min.
            total_room_load_btuh (float): Sum of the room loads, Btu/h (0 when no rooms are given).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    cfm_per_1000_btuh: float
    cfm_per_ton_applied: float
    code_reference: str
    rooms: list[CalcHvacAirflowOutputRoomsItem]
    system_btuh: float
    system_cfm: float
    total_room_load_btuh: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_hvac_airflow_output_rooms_item import CalcHvacAirflowOutputRoomsItem
        from ..models.calculator_schemas import CalculatorSchemas
        cfm_per_1000_btuh = self.cfm_per_1000_btuh

        cfm_per_ton_applied = self.cfm_per_ton_applied

        code_reference = self.code_reference

        rooms = []
        for rooms_item_data in self.rooms:
            rooms_item = rooms_item_data.to_dict()
            rooms.append(rooms_item)



        system_btuh = self.system_btuh

        system_cfm = self.system_cfm

        total_room_load_btuh = self.total_room_load_btuh

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cfm_per_1000_btuh": cfm_per_1000_btuh,
            "cfm_per_ton_applied": cfm_per_ton_applied,
            "code_reference": code_reference,
            "rooms": rooms,
            "system_btuh": system_btuh,
            "system_cfm": system_cfm,
            "total_room_load_btuh": total_room_load_btuh,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_hvac_airflow_output_rooms_item import CalcHvacAirflowOutputRoomsItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        cfm_per_1000_btuh = d.pop("cfm_per_1000_btuh")

        cfm_per_ton_applied = d.pop("cfm_per_ton_applied")

        code_reference = d.pop("code_reference")

        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in (_rooms):
            rooms_item = CalcHvacAirflowOutputRoomsItem.from_dict(rooms_item_data)



            rooms.append(rooms_item)


        system_btuh = d.pop("system_btuh")

        system_cfm = d.pop("system_cfm")

        total_room_load_btuh = d.pop("total_room_load_btuh")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_hvac_airflow_output = cls(
            cfm_per_1000_btuh=cfm_per_1000_btuh,
            cfm_per_ton_applied=cfm_per_ton_applied,
            code_reference=code_reference,
            rooms=rooms,
            system_btuh=system_btuh,
            system_cfm=system_cfm,
            total_room_load_btuh=total_room_load_btuh,
            schemas=schemas,
        )


        calc_hvac_airflow_output.additional_properties = d
        return calc_hvac_airflow_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
