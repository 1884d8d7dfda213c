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





T = TypeVar("T", bound="CalcGuttersHangersOutput")



@_attrs_define
class CalcGuttersHangersOutput:
    """ The results of calc_gutters_hangers and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The sheet-metal standard for gutter support.
            end_caps (int): End caps: two per run.
            hanger_spacing_in (float): Hanger spacing applied, inches on center.
            hangers (int): Hangers: per run, ceil(length / spacing) + 1 (one at each end).
            miters (int): Corner miters: one per corner.
            section_joints (int): Joints between sections within runs (sections − runs).
            sections (int): Sectional gutter lengths: per run, ceil(length / section length).
            total_length_ft (float): Sum of the runs, feet.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    end_caps: int
    hanger_spacing_in: float
    hangers: int
    miters: int
    section_joints: int
    sections: int
    total_length_ft: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        end_caps = self.end_caps

        hanger_spacing_in = self.hanger_spacing_in

        hangers = self.hangers

        miters = self.miters

        section_joints = self.section_joints

        sections = self.sections

        total_length_ft = self.total_length_ft

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "end_caps": end_caps,
            "hanger_spacing_in": hanger_spacing_in,
            "hangers": hangers,
            "miters": miters,
            "section_joints": section_joints,
            "sections": sections,
            "total_length_ft": total_length_ft,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        end_caps = d.pop("end_caps")

        hanger_spacing_in = d.pop("hanger_spacing_in")

        hangers = d.pop("hangers")

        miters = d.pop("miters")

        section_joints = d.pop("section_joints")

        sections = d.pop("sections")

        total_length_ft = d.pop("total_length_ft")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_gutters_hangers_output = cls(
            code_reference=code_reference,
            end_caps=end_caps,
            hanger_spacing_in=hanger_spacing_in,
            hangers=hangers,
            miters=miters,
            section_joints=section_joints,
            sections=sections,
            total_length_ft=total_length_ft,
            schemas=schemas,
        )


        calc_gutters_hangers_output.additional_properties = d
        return calc_gutters_hangers_output

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
