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





T = TypeVar("T", bound="CalcConcreteRebarOutput")



@_attrs_define
class CalcConcreteRebarOutput:
    """ The results of calc_concrete_rebar and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bar_diameter_in (float): Nominal bar diameter (ASTM A615), inches.
            bar_weight_plf (float): Nominal unit weight of the bar (ASTM A615), lb/ft.
            bars_along_length (int): Bars running the length: ceil((width - 2 x cover)/spacing) + 1.
            bars_along_width (int): Bars running the width: ceil((length - 2 x cover)/spacing) + 1.
            code_reference (str): The lap splice section (IRC) or standard (ACI 318) applied.
            lap_length_in (float): Lap splice length applied, inches.
            lap_reference_applied (str): Where the lap length comes from.
            lap_splices (int): Lap splices in the whole grid.
            length_bar_ft (float): Length of one such bar including its laps, feet.
            stock_bars (int): Stock bars to buy: ceil(total length / stock length), offcuts reused for shorter bars.
            stock_length_ft (float): Stock bar length assumed, feet.
            total_length_ft (float): Total bar length including laps, feet.
            weight_lb (float): Total bar weight: total length x unit weight, pounds.
            width_bar_ft (float): Length of one such bar including its laps, feet.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bar_diameter_in: float
    bar_weight_plf: float
    bars_along_length: int
    bars_along_width: int
    code_reference: str
    lap_length_in: float
    lap_reference_applied: str
    lap_splices: int
    length_bar_ft: float
    stock_bars: int
    stock_length_ft: float
    total_length_ft: float
    weight_lb: float
    width_bar_ft: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bar_diameter_in = self.bar_diameter_in

        bar_weight_plf = self.bar_weight_plf

        bars_along_length = self.bars_along_length

        bars_along_width = self.bars_along_width

        code_reference = self.code_reference

        lap_length_in = self.lap_length_in

        lap_reference_applied = self.lap_reference_applied

        lap_splices = self.lap_splices

        length_bar_ft = self.length_bar_ft

        stock_bars = self.stock_bars

        stock_length_ft = self.stock_length_ft

        total_length_ft = self.total_length_ft

        weight_lb = self.weight_lb

        width_bar_ft = self.width_bar_ft

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bar_diameter_in": bar_diameter_in,
            "bar_weight_plf": bar_weight_plf,
            "bars_along_length": bars_along_length,
            "bars_along_width": bars_along_width,
            "code_reference": code_reference,
            "lap_length_in": lap_length_in,
            "lap_reference_applied": lap_reference_applied,
            "lap_splices": lap_splices,
            "length_bar_ft": length_bar_ft,
            "stock_bars": stock_bars,
            "stock_length_ft": stock_length_ft,
            "total_length_ft": total_length_ft,
            "weight_lb": weight_lb,
            "width_bar_ft": width_bar_ft,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bar_diameter_in = d.pop("bar_diameter_in")

        bar_weight_plf = d.pop("bar_weight_plf")

        bars_along_length = d.pop("bars_along_length")

        bars_along_width = d.pop("bars_along_width")

        code_reference = d.pop("code_reference")

        lap_length_in = d.pop("lap_length_in")

        lap_reference_applied = d.pop("lap_reference_applied")

        lap_splices = d.pop("lap_splices")

        length_bar_ft = d.pop("length_bar_ft")

        stock_bars = d.pop("stock_bars")

        stock_length_ft = d.pop("stock_length_ft")

        total_length_ft = d.pop("total_length_ft")

        weight_lb = d.pop("weight_lb")

        width_bar_ft = d.pop("width_bar_ft")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_concrete_rebar_output = cls(
            bar_diameter_in=bar_diameter_in,
            bar_weight_plf=bar_weight_plf,
            bars_along_length=bars_along_length,
            bars_along_width=bars_along_width,
            code_reference=code_reference,
            lap_length_in=lap_length_in,
            lap_reference_applied=lap_reference_applied,
            lap_splices=lap_splices,
            length_bar_ft=length_bar_ft,
            stock_bars=stock_bars,
            stock_length_ft=stock_length_ft,
            total_length_ft=total_length_ft,
            weight_lb=weight_lb,
            width_bar_ft=width_bar_ft,
            schemas=schemas,
        )


        calc_concrete_rebar_output.additional_properties = d
        return calc_concrete_rebar_output

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
