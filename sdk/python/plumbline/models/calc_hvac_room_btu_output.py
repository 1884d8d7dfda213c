from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcHvacRoomBtuOutput")



@_attrs_define
class CalcHvacRoomBtuOutput:
    """ The results of calc_hvac_room_btu and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            chart_btuh (float): Capacity the ENERGY STAR chart gives for the floor area, Btu/h.
            chart_row_max_sqft (float): Upper bound of the chart row applied (exclusive), square feet.
            chart_row_min_sqft (float): Lower bound of the chart row applied (inclusive), square feet.
            code_reference (str): The sizing chart applied.
            kitchen_addition_btuh (float): 4,000 Btu/h when the room is a kitchen, else 0.
            occupant_addition_btuh (float): 600 Btu/h for each regular occupant beyond two.
            required_btuh (float): Cooling capacity to look for: chart capacity × sun factor + occupant and kitchen
                additions, Btu/h.
            sun_adjustment_pct (float): Sun adjustment applied to the chart capacity, percent (−10, 0 or +10).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    chart_btuh: float
    chart_row_max_sqft: float
    chart_row_min_sqft: float
    code_reference: str
    kitchen_addition_btuh: float
    occupant_addition_btuh: float
    required_btuh: float
    sun_adjustment_pct: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        chart_btuh = self.chart_btuh

        chart_row_max_sqft = self.chart_row_max_sqft

        chart_row_min_sqft = self.chart_row_min_sqft

        code_reference = self.code_reference

        kitchen_addition_btuh = self.kitchen_addition_btuh

        occupant_addition_btuh = self.occupant_addition_btuh

        required_btuh = self.required_btuh

        sun_adjustment_pct = self.sun_adjustment_pct

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "chart_btuh": chart_btuh,
            "chart_row_max_sqft": chart_row_max_sqft,
            "chart_row_min_sqft": chart_row_min_sqft,
            "code_reference": code_reference,
            "kitchen_addition_btuh": kitchen_addition_btuh,
            "occupant_addition_btuh": occupant_addition_btuh,
            "required_btuh": required_btuh,
            "sun_adjustment_pct": sun_adjustment_pct,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        chart_btuh = d.pop("chart_btuh")

        chart_row_max_sqft = d.pop("chart_row_max_sqft")

        chart_row_min_sqft = d.pop("chart_row_min_sqft")

        code_reference = d.pop("code_reference")

        kitchen_addition_btuh = d.pop("kitchen_addition_btuh")

        occupant_addition_btuh = d.pop("occupant_addition_btuh")

        required_btuh = d.pop("required_btuh")

        sun_adjustment_pct = d.pop("sun_adjustment_pct")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_hvac_room_btu_output = cls(
            chart_btuh=chart_btuh,
            chart_row_max_sqft=chart_row_max_sqft,
            chart_row_min_sqft=chart_row_min_sqft,
            code_reference=code_reference,
            kitchen_addition_btuh=kitchen_addition_btuh,
            occupant_addition_btuh=occupant_addition_btuh,
            required_btuh=required_btuh,
            sun_adjustment_pct=sun_adjustment_pct,
            schemas=schemas,
        )


        calc_hvac_room_btu_output.additional_properties = d
        return calc_hvac_room_btu_output

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
