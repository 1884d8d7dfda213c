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





T = TypeVar("T", bound="CalcLumberStudCountOutput")



@_attrs_define
class CalcLumberStudCountOutput:
    """ The results of calc_lumber_stud_count and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): Wood wall framing design and construction section.
            corner_studs (int): corners x studs_per_corner.
            field_studs (int): Layout studs: ceil(wall length x 12 / spacing) + 1.
            opening_studs (int): openings x 2 sides x studs_per_opening_side.
            plate_linear_ft (float): Plate length: plate_runs x wall length, feet.
            plate_pieces (int): Plate stock pieces: ceil(wall length / stock length) per run.
            plate_runs (int): Plate runs along the wall: one bottom plate and two (double) or one top plates.
            studs_before_waste (int): Field, corner and opening studs.
            studs_total (int): Studs to buy: studs_before_waste x (1 + waste), rounded up.
            waste_pct_applied (float): Waste allowance applied to the studs, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    corner_studs: int
    field_studs: int
    opening_studs: int
    plate_linear_ft: float
    plate_pieces: int
    plate_runs: int
    studs_before_waste: int
    studs_total: int
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        corner_studs = self.corner_studs

        field_studs = self.field_studs

        opening_studs = self.opening_studs

        plate_linear_ft = self.plate_linear_ft

        plate_pieces = self.plate_pieces

        plate_runs = self.plate_runs

        studs_before_waste = self.studs_before_waste

        studs_total = self.studs_total

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "corner_studs": corner_studs,
            "field_studs": field_studs,
            "opening_studs": opening_studs,
            "plate_linear_ft": plate_linear_ft,
            "plate_pieces": plate_pieces,
            "plate_runs": plate_runs,
            "studs_before_waste": studs_before_waste,
            "studs_total": studs_total,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        corner_studs = d.pop("corner_studs")

        field_studs = d.pop("field_studs")

        opening_studs = d.pop("opening_studs")

        plate_linear_ft = d.pop("plate_linear_ft")

        plate_pieces = d.pop("plate_pieces")

        plate_runs = d.pop("plate_runs")

        studs_before_waste = d.pop("studs_before_waste")

        studs_total = d.pop("studs_total")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_lumber_stud_count_output = cls(
            code_reference=code_reference,
            corner_studs=corner_studs,
            field_studs=field_studs,
            opening_studs=opening_studs,
            plate_linear_ft=plate_linear_ft,
            plate_pieces=plate_pieces,
            plate_runs=plate_runs,
            studs_before_waste=studs_before_waste,
            studs_total=studs_total,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_lumber_stud_count_output.additional_properties = d
        return calc_lumber_stud_count_output

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
