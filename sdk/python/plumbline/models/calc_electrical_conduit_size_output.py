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





T = TypeVar("T", bound="CalcElectricalConduitSizeOutput")



@_attrs_define
class CalcElectricalConduitSizeOutput:
    """ The results of calc_electrical_conduit_size and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            allowed_pct (float): Chapter 9 Table 1 limit: 53 % for one conductor, 31 % for two, 40 % for more.
            code_reference (str): The percent-fill table.
            conductor_area_sqin (float): Sum of the conductor areas (Chapter 9 Table 5), in².
            conductor_count (int): Number of conductors.
            fill_pct (float): conductor_area_sqin as a percent of raceway_area_sqin (above allowed_pct only where Note 7
                lets conductors of one size round up).
            raceway_area_sqin (float): Total internal area of trade_size (Chapter 9 Table 4, 100 %), in².
            same_size_max (int): When every conductor is one size and insulation: the most of them trade_size holds,
                rounding up at a decimal of 0.8 or more (Note 7), as Informative Annex C tabulates; 0 for a mix.
            trade_size (str): Smallest trade size whose Table 1 fill holds the conductors.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    allowed_pct: float
    code_reference: str
    conductor_area_sqin: float
    conductor_count: int
    fill_pct: float
    raceway_area_sqin: float
    same_size_max: int
    trade_size: str
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        allowed_pct = self.allowed_pct

        code_reference = self.code_reference

        conductor_area_sqin = self.conductor_area_sqin

        conductor_count = self.conductor_count

        fill_pct = self.fill_pct

        raceway_area_sqin = self.raceway_area_sqin

        same_size_max = self.same_size_max

        trade_size = self.trade_size

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "allowed_pct": allowed_pct,
            "code_reference": code_reference,
            "conductor_area_sqin": conductor_area_sqin,
            "conductor_count": conductor_count,
            "fill_pct": fill_pct,
            "raceway_area_sqin": raceway_area_sqin,
            "same_size_max": same_size_max,
            "trade_size": trade_size,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        allowed_pct = d.pop("allowed_pct")

        code_reference = d.pop("code_reference")

        conductor_area_sqin = d.pop("conductor_area_sqin")

        conductor_count = d.pop("conductor_count")

        fill_pct = d.pop("fill_pct")

        raceway_area_sqin = d.pop("raceway_area_sqin")

        same_size_max = d.pop("same_size_max")

        trade_size = d.pop("trade_size")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_conduit_size_output = cls(
            allowed_pct=allowed_pct,
            code_reference=code_reference,
            conductor_area_sqin=conductor_area_sqin,
            conductor_count=conductor_count,
            fill_pct=fill_pct,
            raceway_area_sqin=raceway_area_sqin,
            same_size_max=same_size_max,
            trade_size=trade_size,
            schemas=schemas,
        )


        calc_electrical_conduit_size_output.additional_properties = d
        return calc_electrical_conduit_size_output

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
